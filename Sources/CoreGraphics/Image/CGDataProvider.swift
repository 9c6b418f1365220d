import Foundation

/// A source of bytes for Core Graphics (Apple: `CGDataProvider`). ViewLab's providers hold their
/// bytes in memory: made with `init?(data:)`, or handed out by `CGImage.dataProvider`, and read
/// back whole with `data` (`CGDataProviderCopyData`: "a copy of the provider's data").
public final class CGDataProvider: @unchecked Sendable {
    private let bytes: Data

    /// A provider that reads from `data` (`CGDataProviderCreateWithCFData`).
    public init?(data: CFData) { bytes = data }

    /// A provider that reads the file at `url` (`CGDataProviderCreateWithURL`); nil when it cannot
    /// be read. ViewLab reads the file when the provider is made.
    public init?(url: CFURL) {
        guard url.isFileURL, let contents = FileManager.default.contents(atPath: url.path) else { return nil }
        bytes = contents
    }

    /// A provider that reads the file at `filename` (`CGDataProviderCreateWithFilename`).
    public convenience init?(filename: UnsafePointer<CChar>) {
        self.init(url: URL(fileURLWithPath: String(cString: filename)))
    }

    /// A copy of the provider's bytes.
    public var data: CFData? { bytes }
}
