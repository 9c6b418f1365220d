import Previews
import UIKit

/// What `viewlab export` renders and where it writes.
public struct ExportOptions: Codable, Sendable {
    /// The folder files are written into (created if needed).
    public var outputDirectory: URL
    /// Only previews whose id contains one of these (case-insensitive); empty means all.
    public var filters: [String] = []
    public var appearances: [UIUserInterfaceStyle] = [.light]
    public var orientations: [PreviewOrientation] = [.portrait]
    /// The devices, by `DeviceProfile.name` (the first is the export's device; with more than one,
    /// each variant names its device).
    public var deviceNames: [String] = [DeviceProfile.iPhone15.name]
    public var contentSizeCategories: [UIContentSizeCategory] = [.large]
    public var layoutDirections: [UITraitEnvironmentLayoutDirection] = [.leftToRight]
    /// Normal and/or increased contrast.
    public var contrasts: [UIAccessibilityContrast] = [.normal]
    /// Pixels per point; nil uses the device's scale.
    public var scale: CGFloat?
    /// Worker processes rendering in parallel (each a `viewlab` child, so a preview that traps or
    /// loops cannot take the batch down). 0 renders in this process.
    public var jobs = 0
    /// `(index, count)`, 1-based: only every count-th job starting at index (for CI matrices).
    public var shard: Shard?
    /// Remove PNGs of previews that no longer exist.
    public var clean = false
    /// Keep images whose key (`ExportKeys`) and file are unchanged since the folder's last export.
    public var incremental = false
    /// Seconds a single preview may take before its worker is stopped.
    public var timeout: Double = 60
    /// The theme (name or path) to render with; nil keeps the active one.
    public var theme: String?
    /// `export --audit`: audit every preview × variant (`PreviewAuditor`) and add the findings to
    /// its manifest entry.
    public var audit = false
    /// `export --gif`: an animated preview (`.viewlabTimeline`) also gets a GIF of the same frames
    /// next to its APNG (`ExportNaming.gifPath`), named in its manifest entry.
    public var gif = false
    /// `viewlab audit`: only audit; write no PNG, manifest or gallery (implies `audit`).
    public var auditOnly = false
    /// Themes as a variant dimension: with more than one, every variant names its theme.
    public var themes: [String] = []
    /// The media time (seconds) to draw each preview at: its animations have run this long
    /// (`viewlab export --time`). nil: time 0, where animations show their first frame.
    public var time: Double?

    public struct Shard: Codable, Equatable, Sendable {
        public var index: Int
        public var count: Int
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// Shared libraries with previews (live-compiled, e.g. `export --package`) that worker
    /// processes load before rendering (`ExportWorker.libraryLoader`).
    public var libraries: [String] = []

    public init(outputDirectory: URL) {
        self.outputDirectory = outputDirectory
    }

    /// The export's (first) device.
    public var device: DeviceProfile {
        get { deviceNames.first.flatMap(DeviceProfile.named) ?? .iPhone15 }
        set { deviceNames = [newValue.name] }
    }

    /// The variant matrix: appearance × orientation × device × text size × layout direction ×
    /// contrast × theme.
    public var variants: [PreviewVariant] {
        let devices: [String?] = deviceNames.count > 1 ? deviceNames : [nil]
        let themeNames: [String?] = themes.count > 1 ? themes : [nil]
        var result: [PreviewVariant] = []
        for appearance in appearances {
            for orientation in orientations {
                for device in devices {
                    for category in contentSizeCategories {
                        for direction in layoutDirections {
                            for contrast in contrasts {
                                for theme in themeNames {
                                    result.append(
                                        PreviewVariant(
                                            appearance: appearance, orientation: orientation, deviceName: device,
                                            contentSizeCategory: category, layoutDirection: direction, themeName: theme,
                                            contrast: contrast))
                                }
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// Whether `preview` passes the filters.
    public func includes(_ preview: PreviewDescriptor) -> Bool {
        filters.isEmpty || filters.contains { preview.id.localizedCaseInsensitiveContains($0) }
    }

    /// Every preview × variant to render, in a stable order, restricted to this shard.
    public func jobs(from previews: [PreviewDescriptor]) -> [ExportJob] {
        let all = previews.filter(includes).sorted { $0.id < $1.id }.flatMap { preview in
            variants.map { ExportJob(previewID: preview.id, variant: $0) }
        }
        guard let shard, shard.count > 1 else { return all }
        return all.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }
}

extension UIUserInterfaceStyle: Codable {}
extension PreviewOrientation: Codable {}
