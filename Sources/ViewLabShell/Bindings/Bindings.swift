import Foundation

/// Every binding the standard registry installs, by framework. Adding API to the shell is adding
/// a binding here (see `TypeBinding`).
///
/// The bindings are made on the main actor: they form key paths to and call the members of UIKit's
/// main-actor classes, as iOS code does.
@MainActor
enum Bindings {
    static var all: [AnyTypeBinding] {
        swift + coreGraphics + quartzCore + uiColor + traits + uiView
            + traitExtras + paths + layers + transform3D + lifecycle + viewExtras + autoLayout + text + controls + containers + animation
    }
}

/// `(16.0, 80.0)`: numbers the way Swift prints a `Double`.
func formatNumbers(_ values: CGFloat...) -> String {
    "(" + values.map { "\(Double($0))" }.joined(separator: ", ") + ")"
}
