/// What the user configured: per rule, on or off, severity and options. An empty
/// configuration means every rule's defaults.
public struct LintConfiguration: Sendable {
    public struct RuleSettings: Sendable {
        public var enabled: Bool?
        public var severity: Severity?
        public var options: [String: OptionValue]

        public init(enabled: Bool? = nil, severity: Severity? = nil, options: [String: OptionValue] = [:]) {
            self.enabled = enabled
            self.severity = severity
            self.options = options
        }
    }

    public var rules: [String: RuleSettings]

    public init(rules: [String: RuleSettings] = [:]) {
        self.rules = rules
    }

    public func isEnabled(_ description: RuleDescription) -> Bool {
        rules[description.id]?.enabled ?? description.enabledByDefault
    }

    public func severity(of description: RuleDescription) -> Severity {
        rules[description.id]?.severity ?? description.defaultSeverity
    }

    public func options(of description: RuleDescription) -> [String: OptionValue] {
        rules[description.id]?.options ?? [:]
    }
}
