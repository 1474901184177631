extension Screen {
    /// Whether the screen is known to show a navigation bar: it sits in a navigation
    /// container, stated or read, whose bar it does not hide (`.navigationBarHidden(true)`,
    /// read as "no navigation bar shows"). Advice and evidence say "its navigation bar" only then.
    var isKnownToShowNavigationBar: Bool {
        knows(.container) && effectiveContainer == .navigation
            && !openReasons.contains { $0.kind == .noNavigationBar } && titleInContent?.why != .noNavigationBar
    }
}
