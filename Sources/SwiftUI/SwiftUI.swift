// Apple's SwiftUI, the part UIKit code meets: views described as values, composed with
// `@ViewBuilder`, the property wrappers that hold their state, and the bridges both ways
// (`UIViewRepresentable`, `UIViewControllerRepresentable`, `UIHostingController`), so that a UIKit
// library's SwiftUI wrapper files and a learner's SwiftUI previews of UIKit views compile
// unchanged. See Docs/uikit.md, "SwiftUI", for what is laid out and drawn.
//
// As on iOS, `import SwiftUI` brings UIKit, Combine (`ObservableObject`, `@Published`) and the
// preview macros (DeveloperToolsSupport, whose `#Preview` takes a `UIView` too).
@_exported import Combine
@_exported import CoreGraphics
@_exported import Foundation
@_exported import Previews
@_exported import UIKit
