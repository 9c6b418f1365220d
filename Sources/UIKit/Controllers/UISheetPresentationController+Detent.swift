import CoreGraphics
import Foundation

/// What a custom detent's resolver is given.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the large detent.
    var maximumDetentValue: CGFloat { get }
}

struct DetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection
    var maximumDetentValue: CGFloat
}

extension UISheetPresentationController {
    /// A height a sheet rests at: `.large()` (the full height), `.medium()` (about half of it) or
    /// `.custom(identifier:resolver:)` (iOS 16; the resolver's height does not include the bottom
    /// safe area, which UIKit adds).
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        public let identifier: Identifier
        let isCustom: Bool
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier, isCustom: Bool,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.isCustom = isCustom
            self.resolver = resolver
        }

        /// The full height: the card's top 10 pt below the top of the safe area.
        public class func large() -> Detent {
            Detent(identifier: .large, isCustom: false) { $0.maximumDetentValue }
        }

        /// "Approximately half the height of the screen" (Apple): half the large detent's height.
        public class func medium() -> Detent {
            Detent(identifier: .medium, isCustom: false) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// A detent whose height `resolver` computes (nil: the detent is inactive).
        public class func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(
                identifier: identifier ?? Identifier(rawValue: UUID().uuidString), isCustom: true, resolver: resolver)
        }

        /// The height the detent resolves to in `context`.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }
    }
}
