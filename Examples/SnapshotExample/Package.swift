// swift-tools-version:6.0
//
// An example of a package outside ViewLab that snapshot-tests its own UIKit component with
// `ViewLabTesting` — the setup README's "Snapshot tests in your package" describes. It depends on
// ViewLab by path (`VIEWLAB_PACKAGE`, else the repository two folders up); `swift test` is the only
// command. `Scripts/example-tests.sh` copies it outside the repository and runs it.
import Foundation
import PackageDescription

let viewlab = ProcessInfo.processInfo.environment["VIEWLAB_PACKAGE"] ?? "../.."
/// SwiftPM names a path dependency after its folder.
let identity = URL(fileURLWithPath: viewlab).standardizedFileURL.lastPathComponent

let package = Package(
    name: "SnapshotExample",
    dependencies: [.package(path: viewlab)],
    targets: [
        .target(name: "BadgeKit", dependencies: [.product(name: "UIKit", package: identity)], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "BadgeKitTests",
            dependencies: ["BadgeKit", .product(name: "ViewLabTesting", package: identity)],
            exclude: ["__Snapshots__"], // the reference images are not resources of the test bundle
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
