/// Checkout under a configuration whose lint errors fail the build.
public enum StrictCheckout {
    public static let title = "Checkout"
}
