/// The settings screen; its modal flow is described in Settings.flow.yml.
public enum Settings {
    public static let title = "Settings"
}
