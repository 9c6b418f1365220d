import Foundation

/// `NSParagraphStyle.LineBreakStrategy` (iOS 14): how the system's line breaking refines the
/// break points — `.pushOut` "pushes out individual lines to avoid an orphan word on the last line
/// of the paragraph", `.hangulWordPriority` keeps Hangul words together, `.standard` is what
/// UILabel uses. The value is kept and compared; ViewLab's line breaking is the same for all of them.
extension NSParagraphStyle {
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}
