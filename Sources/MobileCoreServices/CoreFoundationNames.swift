// MobileCoreServices brings Core Foundation's string and array names with it on iOS: a file that
// imports only MobileCoreServices can write `"gif" as CFString`.
@_exported import typealias CoreGraphics.CFString
@_exported import typealias CoreGraphics.CFArray
