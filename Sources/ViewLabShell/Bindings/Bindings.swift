import Foundation

/// Every binding the standard registry installs: the hand-written overlay by framework, then the
/// bindings generated from the frameworks' declarations (`GeneratedBindings`, `make bindings`),
/// which add every public member the overlay does not bind (see `FrameworkMembers`).
///
/// The bindings are made on the main actor: they form key paths to and call the members of UIKit's
/// main-actor classes, as iOS code does.
@MainActor
enum Bindings {
    static var all: [AnyTypeBinding] {
        swift + coreGraphics + quartzCore + uiColor + traits + uiView
            + traitExtras + paths + layers + transform3D + lifecycle + viewExtras + autoLayout + text + controls
            + containers + animation
            + GeneratedBindings.all
    }
}

/// `(16.0, 80.0)`: numbers the way Swift prints a `Double`.
func formatNumbers(_ values: CGFloat...) -> String {
    "(" + values.map { "\(Double($0))" }.joined(separator: ", ") + ")"
}
