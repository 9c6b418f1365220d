import Previews

/// One file of an export: a preview in one variant.
public struct ExportJob: Codable, Hashable, Sendable {
    public var previewID: String
    public var variant: PreviewVariant

    public init(previewID: String, variant: PreviewVariant) {
        self.previewID = previewID
        self.variant = variant
    }
}

/// What happened to one job.
public enum ExportOutcome: Codable, Equatable, Sendable {
    case written(ExportManifest.Entry)
    case failed(ExportManifest.Failure)
}
