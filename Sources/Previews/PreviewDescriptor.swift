import UIKit

/// One registered preview: where it was declared, its traits and the body that builds it.
public struct PreviewDescriptor {
    /// A stable, unique, filesystem-safe id: `<File>/<Name>`.
    public internal(set) var id: String
    /// The preview's name (`nil` for an unnamed `#Preview`).
    public let name: String?
    /// `Module/File.swift`, as `#fileID` gives it.
    public let fileID: String
    /// The line of the `#Preview`, as `#line` gives it (through `#sourceLocation`, the user's line).
    public let line: Int
    /// The full path of the declaring file, as `#filePath` gives it (through `#sourceLocation`,
    /// the user's file rather than a bridged copy).
    public internal(set) var filePath: String = ""
    /// For a preview compiled from a user's sources at run time (`:load`, `--package`): the
    /// declaring file as the user names it, relative to their package (`LiveLoader`).
    public internal(set) var sourceFile: String? = nil
    public let traits: [PreviewTrait<Preview.ViewTraits>.Setting]
    /// Builds the previewed content: the `#Preview` body, on the main actor (as Apple's body is;
    /// `@preconcurrency`, as UIKit's classes are, for Swift 5 code).
    @preconcurrency public internal(set) var makeContent: @MainActor () throws -> PreviewContent
    /// For one value of a sweep: its index (the preview is one of the expansions).
    public internal(set) var sweepIndex: Int?

    /// One descriptor per value of the preview's sweep (itself when it has none); each expansion
    /// builds the body and then sets its value.
    func expandingSweep() -> [PreviewDescriptor] {
        guard let sweep, sweepIndex == nil else { return [self] }
        return sweep.labels.indices.map { index in
            var copy = self
            copy.sweepIndex = index
            let make = makeContent
            copy.makeContent = {
                let content = try make()
                try sweep.apply(content.view, index)
                return content
            }
            return copy
        }
    }

    /// The name used in the id: the given or numbered name plus the sweep value.
    func displayName(numbered: String) -> String {
        let base = name.flatMap { $0.isEmpty ? nil : $0 } ?? numbered
        guard let sweep, let index = sweepIndex else { return base }
        return "\(base) (\(sweep.name) \(sweep.labels[index]))"
    }

    /// The declaring file as every report names it (manifest, gallery, failures, `list`): the
    /// user's file in their package (`Sources/MyCards/MyViews.swift`) for a preview loaded from
    /// a user's sources, else `fileID` (`Playgrounds/Ring.swift`).
    public var file: String { sourceFile ?? fileID }

    /// `file:line`, the place reports name.
    public var location: String { "\(file):\(line)" }

    /// The file's base name without `.swift`.
    public var fileName: String {
        let base = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
    }

    public var orientation: PreviewOrientation? {
        traits.lazy.compactMap { if case .orientation(let o) = $0 { return o } else { return nil } }.first
    }
    public var layout: PreviewLayout {
        traits.lazy.compactMap { if case .layout(let l) = $0 { return l } else { return nil } }.first ?? .device
    }
    public var device: String? {
        traits.lazy.compactMap { if case .device(let name) = $0 { return name } else { return nil } }.first
    }
    public var contentSizeCategory: UIContentSizeCategory? {
        traits.lazy.compactMap { if case .contentSizeCategory(let c) = $0 { return c } else { return nil } }.first
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection? {
        traits.lazy.compactMap { if case .layoutDirection(let d) = $0 { return d } else { return nil } }.first
    }
    /// Whether the preview is shown with Reduce Motion on (`.viewlabReduceMotion`).
    public var reducesMotion: Bool {
        traits.contains { if case .reduceMotion(let on) = $0 { return on } else { return false } }
    }
    public var sweep: PreviewSweep? {
        traits.lazy.compactMap { if case .sweep(let sweep) = $0 { return sweep } else { return nil } }.first
    }
    /// The recording an export makes instead of one image (`.viewlabTimeline`).
    public var timeline: PreviewTimeline? {
        traits.lazy.compactMap { if case .timeline(let timeline) = $0 { return timeline } else { return nil } }.first
    }
    public var theme: String? {
        traits.lazy.compactMap { if case .theme(let name) = $0 { return name } else { return nil } }.first
    }
    /// The audit findings the preview accepts (`.viewlabAccessibilityAccepted`).
    public var accessibilityAcceptances: [AccessibilityAcceptance] {
        traits.compactMap {
            if case .accessibilityAccepted(let acceptance) = $0 { return acceptance } else { return nil }
        }
    }
    public var appearance: UIUserInterfaceStyle? {
        traits.lazy.compactMap { if case .appearance(let a) = $0 { return a } else { return nil } }.first
    }
}

/// What a preview body returns.
public enum PreviewContent {
    case view(UIView)
    case viewController(UIViewController)

    /// The view to render (a controller's view, loaded on demand). Main-actor, as
    /// `UIViewController.view` is.
    @preconcurrency @MainActor public var view: UIView {
        switch self {
        case .view(let view): return view
        case .viewController(let controller): return controller.view
        }
    }

    /// The controller the body returned, if it returned one.
    public var controller: UIViewController? {
        if case .viewController(let controller) = self { return controller }
        return nil
    }
}
