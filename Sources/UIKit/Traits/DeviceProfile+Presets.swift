import CoreGraphics

// MARK: - Presets

/// Safe areas are those the simulators report for a full-screen window (status bar visible in
/// portrait; iPhones hide it in landscape). Size classes follow Apple's HIG table: iPhones are
/// compact-width/regular-height in portrait; in landscape compact/compact, except the large
/// ("Max"/"Plus") models which are regular-width/compact-height; iPads are regular/regular.
extension DeviceProfile {
    /// iPhone SE (3rd generation): 375×667 pt @2x, home button, 20 pt status bar.
    public static let iPhoneSE3 = DeviceProfile(
        name: "iPhone SE (3rd generation)", portraitSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero)

    /// iPhone 15: 393×852 pt @3x, Dynamic Island.
    public static let iPhone15 = DeviceProfile(
        name: "iPhone 15", portraitSize: CGSize(width: 393, height: 852), scale: 3,
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    /// iPhone 15 Pro Max: 430×932 pt @3x, Dynamic Island; regular width in landscape.
    public static let iPhone15ProMax = DeviceProfile(
        name: "iPhone 15 Pro Max", portraitSize: CGSize(width: 430, height: 932), scale: 3,
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        landscapeSizeClasses: (.regular, .compact))

    /// iPad (10th generation): 820×1180 pt @2x.
    public static let iPad10 = DeviceProfile(
        name: "iPad (10th generation)", portraitSize: CGSize(width: 820, height: 1180), scale: 2, idiom: .pad,
        portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular))

    /// iPad Pro 12.9-inch: 1024×1366 pt @2x.
    public static let iPadPro12_9 = DeviceProfile(
        name: "iPad Pro (12.9-inch)", portraitSize: CGSize(width: 1024, height: 1366), scale: 2, idiom: .pad,
        portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular))

    /// Every preset, in the order `:device` lists them.
    public static let all: [DeviceProfile] = [.iPhoneSE3, .iPhone15, .iPhone15ProMax, .iPad10, .iPadPro12_9]

    /// The preset whose name matches `name` (case-insensitive; spaces, parentheses and dashes
    /// ignored, so `iphone15promax` works).
    public static func named(_ name: String) -> DeviceProfile? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        let wanted = key(name)
        return all.first { key($0.name) == wanted } ?? all.first { key($0.name).hasPrefix(wanted) && !wanted.isEmpty }
    }
}
