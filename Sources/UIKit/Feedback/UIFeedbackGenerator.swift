import Foundation

/// The abstract superclass of the haptic feedback generators (Apple: `UIFeedbackGenerator`).
///
/// The generators drive the Taptic Engine (iPhone 7 and later). ViewLab has none, so it behaves
/// like the iOS Simulator or an iPad without haptics: `prepare()` and every generator's trigger
/// method do nothing, and a control that gives feedback on a tap compiles and runs unchanged.
///
/// `@MainActor` as Apple declares it, imported `@preconcurrency` like `UIResponder`: Swift 5 code
/// that does not use concurrency makes and triggers generators from anywhere.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }

    /// Readies the Taptic Engine to reduce latency before a feedback; nothing to ready here.
    open func prepare() {}
}
