@_spi(ViewLab) import CoreGraphics

/// A 64-bit FNV-1a hash of an image's pixels (not of the PNG bytes), for manifests: equal hashes
/// mean identical renders whatever the encoder settings. An animation's hash runs over every
/// frame's pixels in order (``Running``).
public enum PixelHash {
    public static func of(_ image: CGImage) -> String {
        var running = Running()
        running.add(image)
        return running.hex
    }

    /// The hash of several images, one after the other.
    public struct Running {
        private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

        public init() {}

        public mutating func add(_ image: CGImage) {
            image.withPixels { bytes, stride in
                let rowBytes = image.width * 4
                for y in 0..<image.height {
                    let row = UnsafeRawBufferPointer(rebasing: bytes[(y * stride)..<(y * stride + rowBytes)])
                    for byte in row {
                        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                    }
                }
            }
        }

        public var hex: String { String(hash, radix: 16).leftPadded(to: 16) }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
