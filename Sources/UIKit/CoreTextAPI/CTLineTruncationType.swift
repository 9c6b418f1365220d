import Foundation

/// Where `CTLineCreateTruncatedLine` cuts a line that is too long.
public enum CTLineTruncationType: UInt32, Sendable {
    case start = 0
    case end = 1
    case middle = 2
}
