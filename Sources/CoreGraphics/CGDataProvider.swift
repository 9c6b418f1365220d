import Foundation

/// A source of bytes for Core Graphics (Apple: `CGDataProvider`). ViewLab's providers hold their
/// bytes in memory: made with `init?(data:)`, or handed out by `CGImage.dataProvider`, and read
/// back whole with `data` (`CGDataProviderCopyData`: "a copy of the provider's data").
public final class CGDataProvider: @unchecked Sendable {
    private let bytes: Data

    /// A provider that reads from `data` (`CGDataProviderCreateWithCFData`).
    public init?(data: CFData) { bytes = data }

    /// A copy of the provider's bytes.
    public var data: CFData? { bytes }
}
