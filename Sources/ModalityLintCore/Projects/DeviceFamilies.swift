/// The devices an Xcode project's iOS apps run on, from `TARGETED_DEVICE_FAMILY` (`1`
/// iPhone, `2` iPad, `1,2` both) in every configuration of every shipping iOS app target,
/// each configuration's layers stacked (the project's, its `.xcconfig` files, the target's).
///
/// Where a popover or an action sheet shows depends on it: on an iPhone-only app a popover
/// that is left to adapt is a sheet, and on an iPad-only app an action sheet is a popover
/// that a tap outside closes. A value that is not stated in full (no setting, an `.xcconfig`
/// the folder does not hold, a setting for one SDK only, a variable) leaves the devices
/// unknown: both, as the flow format's default.
public enum DeviceFamilies {
    static let key = "TARGETED_DEVICE_FAMILY"

    /// The devices every shipping iOS app target of `project` states alike; nil when one
    /// states none or they differ.
    public static func of(_ project: XcodeProject, shipping: (XcodeProject.Target) -> Bool,
                          readFile: (String) -> [UInt8]?) -> Set<Device>? {
        guard !project.isIncomplete else { return nil }
        let apps = project.targets.filter { $0.role == .app && shipping($0) && !$0.isOtherPlatform }
        guard !apps.isEmpty else { return nil }
        var agreed: Set<Device>?
        for target in apps {
            guard !target.configurations.isEmpty else { return nil }
            for configuration in target.configurations {
                guard let devices = devices(of: configuration, readFile: readFile), agreed == nil || agreed == devices else { return nil }
                agreed = devices
            }
        }
        return agreed
    }

    /// The devices one configuration states, its layers stacked; nil when no layer states
    /// them or the last word on them cannot be read.
    static func devices(of configuration: BuildConfiguration, readFile: (String) -> [UInt8]?) -> Set<Device>? {
        guard let stated = SDKGeneration.statedValue(of: key, in: configuration, readFile: readFile) else { return nil }
        var devices: Set<Device> = []
        for part in stated.replacingOccurrences(of: "\"", with: "").split(separator: ",") {
            switch part.trimmingCharacters(in: .whitespaces) {
            case "1": devices.insert(.iphone)
            case "2": devices.insert(.ipad)
            // Apple TV, Watch, Vision (3, 4, 7) and Mac Catalyst (6) are not iPhone or iPad.
            case "3", "4", "6", "7": continue
            default: return nil
            }
        }
        return devices.isEmpty ? nil : devices
    }
}
