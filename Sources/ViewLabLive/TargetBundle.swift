import Foundation

/// The bundle a package target's code and resources live in when ViewLab compiles it
/// (`export --package`), laid out as iOS lays out a framework: one flat folder
/// `<Target>.framework/` holding `Info.plist`, the compiled library and the target's resources.
///
/// - `Bundle(for: AnyClass)` is Foundation's own: on Linux it finds the shared object that defines
///   the class (`dladdr`) and, when the folder holding it is a flat bundle with a non-empty
///   `Info.plist` naming it `CFBundleExecutable`, returns that bundle (swift-corelibs-foundation,
///   `Bundle.init(for:)` → `_CFBundleCreateWithExecutableURLIfMightBeBundle`). So a library's
///   `Bundle(for: Self.self)` is this folder, as on iOS it is the framework bundle a CocoaPods or
///   Carthage library is built into, and `url(forResource: "X", withExtension: "bundle")` finds a
///   resource bundle shipped with it.
/// - `Bundle(identifier:)` finds it by its `CFBundleIdentifier` once loaded (`init(target:in:)`).
/// - `Bundle.module`: SwiftPM generates it for a target with resources (*Bundling resources with a
///   Swift package*: "use `Bundle.module` … a package shouldn't make assumptions about the exact
///   location of a resource"); ViewLab generates the same accessor (`accessorSource`), answering
///   this folder, and defines `SWIFT_PACKAGE` and `SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE` as
///   SwiftPM does, so `#if SWIFT_PACKAGE … Bundle.module` takes the branch it takes in Xcode.
/// - The resources are SwiftPM's (`PackageDescription.Resource`): `.copy(path)` keeps the file or
///   folder as it is, at the top of the bundle; `.process(path)` applies to every file under a
///   folder and puts each at the top of the bundle (SwiftPM flattens processed folders), except
///   folders that are resources as a whole (asset catalogs, `.bundle`, `.lproj`…), kept whole.
///   Files of the types SwiftPM processes without being declared (XIBs, storyboards, asset
///   catalogs, Core Data models, `.lproj` folders) are taken as `.process`. Xcode compiles XIBs
///   and asset catalogs; ViewLab's loaders read them as they are, so they are copied unchanged.
public struct TargetBundle {
    /// One `resources:` entry of a target (paths absolute).
    public struct Resource: Equatable {
        public enum Rule: String { case process, copy }
        public var path: URL
        public var rule: Rule

        public init(path: URL, rule: Rule) {
            self.path = path
            self.rule = rule
        }
    }

    /// `<Target>.framework`.
    public let folder: URL
    /// `CFBundleIdentifier` of its `Info.plist`.
    public let identifier: String

    public init(folder: URL, identifier: String) {
        self.folder = folder.standardizedFileURL
        self.identifier = identifier
    }

    /// The bundle `<Target>.framework` in `parent`, identified as CocoaPods identifies a pod's
    /// framework: `org.cocoapods.<name>` (its generated build settings:
    /// `PRODUCT_BUNDLE_IDENTIFIER = org.cocoapods.${PRODUCT_NAME:rfc1034identifier}`), so a library's
    /// `Bundle(identifier: "org.cocoapods.<Pod>")` finds it when the target is named after the pod.
    public init(target name: String, in parent: URL) {
        let rfc1034 = String(
            name.unicodeScalars.map {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == ".") ? Character($0) : "-"
            })
        self.init(
            folder: parent.appendingPathComponent("\(name).framework", isDirectory: true),
            identifier: "org.cocoapods.\(rfc1034)")
    }

    /// Folder extensions SwiftPM processes without a declaration, and folders that are one
    /// resource as a whole (never flattened).
    static let implicitKinds: Set<String> = ["xib", "storyboard", "xcassets", "xcdatamodeld", "xcdatamodel", "lproj"]
    static let wholeFolderKinds: Set<String> = [
        "xcassets", "bundle", "lproj", "xcdatamodeld", "xcdatamodel", "storyboardc", "nib", "scnassets", "xcstrings",
    ]

    /// The resources of a target in `targetFolder`: those declared, then the files SwiftPM takes
    /// without a declaration (not under a declared path, not excluded).
    public static func resources(declared: [Resource], in targetFolder: URL, excluding excluded: [URL]) -> [Resource] {
        let covered = (declared.map(\.path) + excluded).map(\.standardizedFileURL.path)
        var implicit: [Resource] = []
        let walker = FileManager.default.enumerator(
            at: targetFolder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            let path = url.standardizedFileURL.path
            if covered.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                walker?.skipDescendants(); continue
            }
            if implicitKinds.contains(url.pathExtension) {
                implicit.append(Resource(path: url.standardizedFileURL, rule: .process))
                walker?.skipDescendants()
            } else if wholeFolderKinds.contains(url.pathExtension) {
                walker?.skipDescendants()
            }
        }
        return declared + implicit.sorted { $0.path.path < $1.path.path }
    }

    /// The files to place: the bundle-relative name of each source file or whole folder.
    static func placement(of resources: [Resource]) -> [(source: URL, name: String)] {
        var placed: [(URL, String)] = []
        for resource in resources {
            let top = resource.path.lastPathComponent
            guard resource.rule == .process, !wholeFolderKinds.contains(resource.path.pathExtension),
                isFolder(resource.path)
            else {
                placed.append((resource.path, top))
                continue
            }
            let walker = FileManager.default.enumerator(
                at: resource.path, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            while let url = walker?.nextObject() as? URL {
                if wholeFolderKinds.contains(url.pathExtension) {
                    placed.append((url, url.lastPathComponent))
                    walker?.skipDescendants()
                } else if !isFolder(url) {
                    placed.append((url, url.lastPathComponent))
                }
            }
        }
        return placed
    }

    static func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }

    /// Copies `resources` into the bundle (replacing what an earlier assembly copied, keeping the
    /// library and `Info.plist`). Throws `LiveError` naming a resource that does not exist or two
    /// processed files with one name (SwiftPM's own errors for these).
    public func assemble(_ resources: [Resource]) throws {
        let files = FileManager.default
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            for entry in try files.contentsOfDirectory(atPath: folder.path)
            where entry != "Info.plist" && !entry.hasSuffix(".so") {
                try files.removeItem(at: folder.appendingPathComponent(entry))
            }
        } catch {
            throw LiveError("cannot prepare the bundle \(folder.path): \(error.localizedDescription)")
        }
        if let missing = resources.first(where: { !files.fileExists(atPath: $0.path.path) }) {
            throw LiveError("resource \(missing.path.path) declared in Package.swift does not exist")
        }
        var taken: [String: URL] = [:]
        for (source, name) in Self.placement(of: resources) {
            if let first = taken[name] {
                throw LiveError(
                    "two resources would be \(folder.lastPathComponent)/\(name): \(first.path) and \(source.path)")
            }
            taken[name] = source
            do {
                try files.copyItem(at: source, to: folder.appendingPathComponent(name))
            } catch {
                throw LiveError("cannot copy the resource \(source.path): \(error.localizedDescription)")
            }
        }
    }

    /// Writes `Info.plist` naming `library` (a file in the folder) as the bundle's executable.
    public func writeInfo(executable library: URL) throws {
        let info: [String: Any] = [
            "CFBundleIdentifier": identifier, "CFBundleExecutable": library.lastPathComponent,
            "CFBundleName": folder.deletingPathExtension().lastPathComponent, "CFBundlePackageType": "FMWK",
        ]
        do {
            let data = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
            try data.write(to: folder.appendingPathComponent("Info.plist"), options: .atomic)
        } catch {
            throw LiveError("cannot write \(folder.path)/Info.plist: \(error.localizedDescription)")
        }
    }

    /// The `Bundle.module` accessor SwiftPM generates for a target with resources, answering this
    /// bundle (a missing bundle traps with SwiftPM's message).
    public var accessorSource: String {
        let path = folder.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return """
            import Foundation

            extension Foundation.Bundle {
                /// The resource bundle of this module (generated, as SwiftPM generates it).
                static let module: Bundle = {
                    let path = "\(path)"
                    guard let bundle = Bundle(path: path) else {
                        Swift.fatalError("could not load resource bundle: from \\(path)")
                    }
                    return bundle
                }()
            }

            """
    }
}
