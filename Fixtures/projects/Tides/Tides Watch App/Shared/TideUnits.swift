/// In the watch app's synchronized folder, and added to the iOS app by an exception set:
/// the iOS app builds it, so it is linted.
enum TideUnits {
    case metres, feet

    var symbol: String { self == .metres ? "m" : "ft" }
}
