import Foundation

extension LiveCompiler {
    /// What a package target adds to a compile (`export --package`): SwiftPM's compilation
    /// conditions, the bundle its library and resources go into, and the files SwiftPM generates
    /// for it (`Bundle.module`). A file loaded in the shell has none.
    public struct TargetSettings {
        /// The target's bundle: the library is written into its folder and its `Info.plist` names it.
        public var bundle: TargetBundle?
        /// Compilation conditions (`-D`): `SWIFT_PACKAGE`…
        public var conditions: [String]
        /// Swift files compiled with the sources (not through the source bridge), by file name.
        public var generated: [String: String]

        public init(bundle: TargetBundle? = nil, conditions: [String] = [], generated: [String: String] = [:]) {
            self.bundle = bundle
            self.conditions = conditions
            self.generated = generated
        }

        /// The settings of a SwiftPM package target: `SWIFT_PACKAGE` always; with resources, also
        /// `SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE` and the `Bundle.module` accessor, as SwiftPM
        /// does for a target that has resources.
        public static func package(bundle: TargetBundle, hasResources: Bool) -> TargetSettings {
            hasResources
                ? TargetSettings(
                    bundle: bundle, conditions: ["SWIFT_PACKAGE", "SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE"],
                    generated: ["resource_bundle_accessor.swift": bundle.accessorSource])
                : TargetSettings(bundle: bundle, conditions: ["SWIFT_PACKAGE"])
        }

        /// Part of the compile cache's key.
        var key: String {
            var hasher = ContentHash()
            hasher.add(Array((bundle?.folder.path ?? "").utf8))
            conditions.forEach { hasher.add(Array($0.utf8)) }
            for name in generated.keys.sorted() { hasher.add(Array((name + (generated[name] ?? "")).utf8)) }
            return hasher.hex
        }

        /// Writes the generated files into `folder`; their paths.
        func writeGenerated(into folder: URL) throws -> [URL] {
            guard !generated.isEmpty else { return [] }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                return try generated.keys.sorted().map { name in
                    let file = folder.appendingPathComponent(name)
                    try Data((generated[name] ?? "").utf8).write(to: file)
                    return file
                }
            } catch {
                throw LiveError("cannot write the generated files into \(folder.path): \(error.localizedDescription)")
            }
        }
    }
}
