/// The checkout flow's screens; its modal flow is described in Checkout.flow.yml.
public enum Checkout {
    public static let title = "Checkout"
}
