@_spi(ViewLab) import QuartzCore
import UIKit

/// Every binding the standard registry installs: the hand-kept overlay (`Bindings+HandKept.swift`:
/// what the frameworks' declarations cannot say), then the bindings generated from UIKit's,
/// QuartzCore's and Core Graphics' declarations (`GeneratedBindings`, `make bindings`), which add
/// every public member the overlay does not bind (see `FrameworkMembers`).
///
/// The bindings are made on the main actor: they form key paths to and call the members of UIKit's
/// main-actor classes, as iOS code does.
@MainActor
enum Bindings {
    static var all: [AnyTypeBinding] {
        swift + foundationGeometry + printed + guarded + bridged + viewLab + GeneratedBindings.all
    }
}

/// `(16.0, 80.0)`: numbers the way Swift prints a `Double`.
func formatNumbers(_ values: CGFloat...) -> String {
    "(" + values.map { "\(Double($0))" }.joined(separator: ", ") + ")"
}
