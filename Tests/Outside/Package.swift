// swift-tools-version:6.0
//
// A user's package, outside the ViewLab repository, that depends on ViewLab's products by path —
// the way a learner's test package or tool would. `Scripts/outside-tests.sh` copies this folder to a
// temporary directory outside the repository (so nothing can be found by walking up from the current
// folder or from the test binary) and runs `swift test` there with `VIEWLAB_PACKAGE` set to the
// repository. Each test states an iOS rule in its name and cites where the rule comes from.
import Foundation
import PackageDescription

let viewlab = ProcessInfo.processInfo.environment["VIEWLAB_PACKAGE"] ?? "../ViewLab"
/// SwiftPM names a path dependency after its folder.
let identity = URL(fileURLWithPath: viewlab).standardizedFileURL.lastPathComponent

let package = Package(
    name: "iOSBehaviour",
    dependencies: [.package(path: viewlab)],
    targets: [
        /// Reads rendered pixels with public UIKit / Core Graphics API only.
        .target(name: "PixelReading", dependencies: [.product(name: "UIKit", package: identity)], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "iOSBehaviourTests",
            dependencies: ["PixelReading", .product(name: "UIKit", package: identity)],
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        /// Code written for iOS 17+ in the Swift 6 language mode (the default of tools version 6.0).
        .testTarget(
            name: "SwiftSixTests",
            dependencies: ["PixelReading", .product(name: "UIKit", package: identity), .product(name: "Previews", package: identity)]),
    ]
)

/// Code written for iOS with Objective-C idioms (`@objc`, `#selector`, optional protocol
/// requirements): it compiles only through the source bridge, so the target exists when
/// `viewlab test --package` runs the tests (it sets `VIEWLAB_BRIDGE`).
if ProcessInfo.processInfo.environment["VIEWLAB_BRIDGE"] != nil {
    package.targets.append(.testTarget(
        name: "BridgedTests",
        dependencies: ["PixelReading", .product(name: "UIKit", package: identity), .product(name: "Previews", package: identity)],
        swiftSettings: [.swiftLanguageMode(.v5)]))
}
