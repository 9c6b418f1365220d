import Foundation

extension UIBarAppearance {
    /// A copy of the same class (Apple declares `- (instancetype)copy` on `UIBarAppearance`,
    /// which Swift imports as `copy() -> Self`), so `saved = bar.standardAppearance.copy()` keeps
    /// a `UINavigationBarAppearance` to restore later — a tab pager saves the app's appearance
    /// this way before making the bar transparent.
    public func copy() -> Self { Self(barAppearance: self) }
}
