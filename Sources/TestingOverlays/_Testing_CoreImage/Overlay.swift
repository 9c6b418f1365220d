// The cross-import overlay Swift Testing names for CoreImage (`Testing.swiftcrossimport/CoreImage.swiftoverlay`):
// empty, for the same reason as `_Testing_CoreGraphics` — the Linux toolchain declares the overlay
// but does not ship it, and a file importing Testing and ViewLab's CoreImage (which UIKit re-exports)
// needs a module of that name.
