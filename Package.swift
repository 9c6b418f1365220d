// swift-tools-version:6.0
//
// ViewLab — a Swift playground for UIKit-style custom views on Linux.
//
// Layering mirrors Apple's: CoreGraphics → ImageIO / QuartzCore → UIKit, then the playground's own
// modules: Previews (registry + #Preview macro), ViewLabRender (renderer/exporter), ViewLabShell
// (the REPL) and the `viewlab` CLI.
import CompilerPluginSupport
import Foundation
import PackageDescription

// MARK: - Toolchain

/// The toolchain's `usr/lib/swift/host` folder, which ships the swift-syntax modules and libraries
/// the `#Preview` macro plugin is built against. Found from the `swift` on `PATH` (never hard-coded).
func toolchainHostLibraries() -> String {
    let env = ProcessInfo.processInfo.environment
    if let explicit = env["VIEWLAB_TOOLCHAIN_HOST"] { return explicit }
    for dir in (env["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let usr = candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let host = usr.appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("libSwiftSyntax.so").path) {
            return host.path
        }
    }
    return "/usr/lib/swift/host"
}

let host = toolchainHostLibraries()
let syntaxLibraries = [
    "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftCompilerPluginMessageHandling",
    "SwiftSyntaxMacroExpansion", "SwiftDiagnostics", "SwiftParser", "SwiftOperators",
    "SwiftBasicFormat", "SwiftParserDiagnostics",
]
let syntaxLinkFlags = ["-L", host, "-Xlinker", "-rpath", "-Xlinker", host] + syntaxLibraries.map { "-l\($0)" }

// MARK: - Targets

/// Swift 6 mode without the run-time isolation checks (SE-0423) for the modules that implement
/// Apple's main-actor API: Apple's UIKit, written in Objective-C, has none, so code in Swift 5 mode
/// that makes views off the main thread (a Swift Testing suite that is not `@MainActor`) runs as
/// on iOS instead of trapping. The same for the main-actor renderer and snapshot assertions such
/// code calls (`assertSnapshot` is `@preconcurrency @MainActor`): swift-snapshot-testing, built in
/// the Swift 5 mode, has none either, and a main-actor closure handed to the standard library
/// (`compactMap`) would otherwise assert the main queue. The compile-time checks are all on.
let appleRuntime: [SwiftSetting] = [.unsafeFlags(["-disable-dynamic-actor-isolation"])]
/// Modules whose work is loops over pixels in Swift (Core Image's CPU renderer) are optimised in
/// every configuration: unoptimised, SIMD and array code runs 10–20× slower, and a blur of a screen-
/// sized image would take seconds in a debug build (`make play`'s).
let pixelLoops: [SwiftSetting] = [.unsafeFlags(["-O"])]
/// Executables that load live-compiled libraries export their symbols to them.
let exportDynamic: [LinkerSetting] = [.unsafeFlags(["-Xlinker", "--export-dynamic"])]

let package = Package(
    name: "ViewLab",
    platforms: [.macOS(.v14)],
    products: [
        // Combine, os, simd, UniformTypeIdentifiers, MobileCoreServices, GameplayKit, EventKit, AudioToolbox, CoreMedia, AVFoundation, PencilKit, WebKit and StoreKit ride with UIKit (on iOS they are
        // system frameworks a file imports without a package dependency); Combine is also a product of
        // its own for packages that want only it.
        .library(name: "UIKit", targets: ["UIKit", "Combine", "os", "simd", "UniformTypeIdentifiers", "MobileCoreServices", "GameplayKit", "EventKit", "AudioToolbox", "CoreMedia", "AVFoundation", "PencilKit", "WebKit", "StoreKit", "SwiftUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "Previews", targets: ["Previews"]),
        .library(name: "ViewLabTesting", targets: ["ViewLabTesting"]),
        .executable(name: "viewlab", targets: ["viewlab"]),
    ],
    targets: [
        // C libraries, reached through pkg-config.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "viewlab-pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        // The C shim: what Swift cannot call directly (variadic el_set/history, libpng's setjmp,
        // linker-section enumeration, libjpeg's error longjmp, zlib's z_stream for the PNG encoder's parallel pieces).
        .target(name: "CShim", dependencies: ["CPNG", "CEdit", "CJPEG"], linkerSettings: [.linkedLibrary("z")]),

        // Apple's layering. ObjCRuntime stands in for what the Objective-C runtime gives Swift code on
        // Apple platforms (`Selector`, calling a method by selector); QuartzCore and UIKit re-export it.
        .target(name: "ObjCRuntime", dependencies: ["CShim"]),
        // Apple's `os` module (unified logging, `os_unfair_lock`), which Linux lacks: `import os`,
        // `os.log` and `OSLog` (rewritten by the source bridge) find it.
        .target(name: "os"),
        // Apple's UniformTypeIdentifiers (`UTType`) and the older MobileCoreServices names (`kUTTypeGIF`,
        // `UTTypeConformsTo`) that components still import, which Linux lacks.
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "MobileCoreServices", dependencies: ["CoreGraphics", "UniformTypeIdentifiers"]),
        // Apple's `simd` module (vector type names, common and geometric functions), which Linux's
        // toolchain lacks: `import simd` finds it.
        .target(name: "simd"),
        // Apple's GameplayKit randomization (`GKRandomSource`, `NSArray.shuffled()`), which Linux
        // lacks; components import it to shuffle. The game-engine parts (entities, pathfinding) are not provided.
        .target(name: "GameplayKit"),
        // Apple's EventKit (event store, events, calendars, authorization), which Linux lacks:
        // calendar components import it. No calendar database: access is declined, nothing is read.
        .target(name: "EventKit", dependencies: ["CoreGraphics"]),
        // Apple's StoreKit, the App Store review request only (`SKStoreReviewController`), which rating
        // helpers import: with no App Store, a request shows nothing (as iOS may decide).
        .target(name: "StoreKit", dependencies: ["UIKit"]),
        // Apple's AudioToolbox, System Sound Services only (`AudioServicesPlaySystemSound`, silent here),
        // which components import for tap sounds; CoreFoundation's `CFURL` comes from CoreGraphics.
        .target(name: "AudioToolbox", dependencies: ["CoreGraphics"]),
        // Apple's Core Media times (`CMTime`) and the AVFoundation that UIKit components use
        // (`AVMakeRect`, audio session and players, player and capture preview layers), which Linux
        // lacks: settings kept, no media decoded, no camera.
        .target(name: "CoreMedia"),
        .target(name: "AVFoundation", dependencies: ["CoreMedia", "QuartzCore", "CoreGraphics"]),
        // Apple's Combine (publishers, subscribers, subjects, `@Published`, schedulers), which Linux
        // lacks; written from Apple's documentation. It reaches the media clock through ObjCRuntime's
        // timer host. Swift 5 mode: Apple's Combine types are not `Sendable`-annotated.
        .target(name: "Combine", dependencies: ["ObjCRuntime"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CShim", "CPoppler"]),
        .target(name: "ImageIO", dependencies: ["CoreGraphics", "CShim", "CDeflate", "CGif"]),
        .target(name: "CoreText", dependencies: ["CoreGraphics", "CShim", "CPangoCairo", "CFontconfig"]),
        .target(name: "QuartzCore", dependencies: ["ObjCRuntime", "CoreGraphics", "CoreText"]),
        // Apple's Core Image (`CIImage`, `CIFilter`, `CIContext`), rendered on the CPU in its linear
        // working space; UIKit re-exports it, as on iOS.
        .target(
            name: "CoreImage", dependencies: ["ObjCRuntime", "CoreGraphics", "ImageIO", "CQRencode"],
            swiftSettings: pixelLoops),
        .target(
            name: "UIKit", dependencies: ["CoreGraphics", "CShim", "CoreText", "ImageIO", "QuartzCore", "CoreImage", "Cassowary"],
            swiftSettings: appleRuntime),
        // Apple's PencilKit over UIKit: a canvas that records strokes from touches and draws them,
        // drawings as values (image, data), the tools; no tool palette is shown.
        .target(name: "PencilKit", dependencies: ["UIKit"]),
        // Apple's WebKit with no web engine and no network: a WKWebView keeps what it is asked to
        // show and answers as an offline device (requests fail, HTML loads unrendered, no script).
        .target(name: "WebKit", dependencies: ["UIKit"]),

        // Apple's SwiftUI, the part UIKit code meets: views as values, `@ViewBuilder`, state,
        // `UIViewRepresentable` and `UIHostingController`, `#Preview` and `PreviewProvider`; a
        // small set of primitives laid out and drawn with UIKit views (Docs/uikit.md, "SwiftUI").
        .target(
            name: "SwiftUI", dependencies: ["UIKit", "Combine", "Previews", "PreviewMacros"],
            swiftSettings: [.swiftLanguageMode(.v5)] + appleRuntime),

        // ViewLab's own support above UIKit: theme files, environment and config reading, data-folder
        // lookup, "did you mean" suggestions. UIKit and CoreGraphics read no file, environment or
        // configuration; the host fills UIKit's slots (`HostEnvironment`).
        .target(name: "ViewLabSupport", dependencies: ["UIKit", "CoreGraphics", "CoreText"]),

        // Auto Layout's constraint solver (an incremental Cassowary, as in Kiwi).
        .target(name: "Cassowary"),

        // The playground.
        .macro(
            name: "PreviewMacros",
            swiftSettings: [.unsafeFlags(["-I", host])],
            linkerSettings: [.unsafeFlags(syntaxLinkFlags)]),
        .target(name: "Previews", dependencies: ["UIKit", "PreviewMacros", "CShim"]),
        .target(name: "ViewLabRender", dependencies: ["UIKit", "CoreText", "Previews", "ImageIO", "ViewLabSupport"], swiftSettings: appleRuntime),
        // Snapshot assertions for users' XCTest and Swift Testing suites (`assertSnapshot`).
        // The cross-import overlays Swift Testing declares for CoreGraphics and UIKit but the Linux
        // toolchain does not ship: empty modules, so that a test file can import Testing and UIKit.
        .target(
            name: "ViewLabTesting", dependencies: ["UIKit", "Previews", "ImageIO", "ViewLabRender", "_Testing_CoreGraphics", "_Testing_CoreImage", "_Testing_UIKit"],
            swiftSettings: appleRuntime),
        .target(name: "_Testing_CoreGraphics", path: "Sources/TestingOverlays/_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit", path: "Sources/TestingOverlays/_Testing_UIKit"),
        .target(name: "_Testing_CoreImage", path: "Sources/TestingOverlays/_Testing_CoreImage"),
        // The source bridge: rewrites copies of users' files (Objective-C-isms → Linux Swift) with the
        // toolchain's swift-syntax, as the macro plugin is built.
        .target(
            // Library evolution, so that its `internal import`s of swift-syntax and Foundation are
            // never loaded by its clients (a non-resilient module's clients load them, and would
            // need the toolchain's host folder on their search path); the interface names modules
            // by alias because the module declares a type of its own name.
            name: "SourceBridge", swiftSettings: [.unsafeFlags(["-I", host, "-enable-library-evolution", "-Xfrontend", "-alias-module-names-in-module-interface"])],
            linkerSettings: [.unsafeFlags(syntaxLinkFlags)]),
        // Live editing: compiles Swift files into shared libraries and loads them into a running viewlab.
        .target(name: "ViewLabLive", dependencies: ["Previews", "ViewLabRender", "SourceBridge", "CShim"]),
        .target(
            name: "ViewLabShell", dependencies: ["UIKit", "Previews", "ViewLabRender", "ViewLabLive", "SourceBridge", "ViewLabSupport", "CShim", "CEdit", "CChafa"]),
        // The shell's bindings of a target's view classes, generated at build time from their syntax.
        .executableTarget(name: "viewlab-bindgen", dependencies: ["SourceBridge", "ViewLabLive"]),
        .plugin(name: "ShellBindings", capability: .buildTool(), dependencies: ["viewlab-bindgen"]),
        .target(
            name: "Playgrounds", dependencies: ["UIKit", "Previews"], path: "Playgrounds",
            exclude: ["Resources", "Lessons"], plugins: ["ShellBindings"]),
        .target(name: "ViewLabCLI", dependencies: ["os", "simd", "Combine", "UniformTypeIdentifiers", "MobileCoreServices", "GameplayKit", "EventKit", "AudioToolbox", "CoreMedia", "AVFoundation", "PencilKit", "WebKit", "StoreKit", "SwiftUI", "UIKit", "Previews", "ViewLabRender", "ViewLabShell", "ViewLabLive", "ViewLabSupport"]),
        // `--export-dynamic`: live-loaded libraries resolve UIKit & co. against the executable.
        .executableTarget(name: "viewlab", dependencies: ["ViewLabCLI", "Playgrounds"], linkerSettings: exportDynamic),

        // Tests.
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "ImageIO", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers", "MobileCoreServices"]),
        .testTarget(name: "AudioToolboxTests", dependencies: ["AudioToolbox"]),
        .testTarget(name: "AVFoundationTests", dependencies: ["AVFoundation", "CoreMedia", "UIKit"]),
        .testTarget(name: "PencilKitTests", dependencies: ["PencilKit", "UIKit"]),
        .testTarget(name: "StoreKitTests", dependencies: ["StoreKit", "UIKit"]),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "UIKit", "Previews"]),
        .testTarget(name: "WebKitTests", dependencies: ["WebKit", "UIKit"]),
        .testTarget(name: "ImageIOTests", dependencies: ["ImageIO", "CoreGraphics", "TestSupport"]),
        .testTarget(name: "CoreImageTests", dependencies: ["CoreImage", "CoreGraphics", "UIKit", "TestSupport"]),
        .testTarget(
            name: "QuartzCoreTests", dependencies: ["QuartzCore", "UIKit", "TestSupport", "ViewLabRender"], exclude: ["Golden"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "CoreText", "TestSupport", "ViewLabRender", "ViewLabSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "PreviewsTests", dependencies: ["Previews", "Playgrounds", "ViewLabRender", "TestSupport", "ViewLabSupport"], exclude: ["Golden", "CatalogReferences"]),
        .testTarget(name: "ViewLabTestingTests", dependencies: ["ViewLabTesting", "Playgrounds", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "PreviewMacrosTests", dependencies: ["PreviewMacros"],
            swiftSettings: [.unsafeFlags(["-I", host])], linkerSettings: [.unsafeFlags(syntaxLinkFlags)]),
        .testTarget(
            name: "SourceBridgeTests", dependencies: ["SourceBridge"],
            swiftSettings: [.unsafeFlags(["-I", host])], linkerSettings: [.unsafeFlags(syntaxLinkFlags)]),
        .testTarget(name: "ShellTests", dependencies: ["ViewLabShell", "TestSupport", "ViewLabSupport"], exclude: ["FuzzCorpus", "TutorialCorpus"]),
        .testTarget(
            name: "LiveTests", dependencies: ["ViewLabLive", "ViewLabShell", "CShim", "TestSupport", "viewlab"],
            linkerSettings: exportDynamic),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine", "UIKit"]),
        .testTarget(name: "CLITests", dependencies: ["CoreGraphics", "ImageIO", "UIKit", "ViewLabRender", "ViewLabSupport", "TestSupport", "viewlab-fixtures"]),
        // A second catalog with previews that fail on purpose, linked into a `viewlab` twin.
        .target(name: "FaultyPreviews", dependencies: ["UIKit", "Previews"], path: "Tests/Fixtures/FaultyPreviews"),
        .executableTarget(
            name: "viewlab-fixtures", dependencies: ["ViewLabCLI", "Playgrounds", "FaultyPreviews"],
            path: "Tests/Fixtures/viewlab-fixtures", linkerSettings: exportDynamic),
        .target(name: "TestSupport", dependencies: ["CoreGraphics", "ImageIO", "ViewLabRender", "CDeflate", "CGif"], path: "Tests/TestSupport"),

        // Benchmarks (Benchmarks/README.md, Scripts/bench.sh): the reference scenes, the floor (the
        // same scene drawn directly with cairo/pango/libpng), the runner and a `viewlab` twin whose
        // catalog includes the scenes.
        .target(name: "BenchmarkScenes", dependencies: ["UIKit", "Previews"], path: "Benchmarks/Scenes", plugins: ["ShellBindings"]),
        .executableTarget(name: "viewlab-floor", dependencies: ["CCairo", "CPangoCairo", "CPNG"], path: "Benchmarks/Floor", linkerSettings: [.linkedLibrary("m")]),
        .executableTarget(
            name: "viewlab-bench", dependencies: ["UIKit", "ImageIO", "ViewLabRender", "ViewLabShell", "ViewLabLive", "SourceBridge", "ViewLabSupport", "Previews", "BenchmarkScenes"], path: "Benchmarks/Runner"),
        .executableTarget(
            name: "viewlab-bench-catalog", dependencies: ["ViewLabCLI", "Playgrounds", "BenchmarkScenes", "Previews"], path: "Benchmarks/Catalog",
            linkerSettings: exportDynamic),
    ]
)
