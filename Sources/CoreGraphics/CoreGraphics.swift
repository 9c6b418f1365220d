// CoreGraphics — Apple's 2D drawing API, implemented on cairo.
//
// Foundation on Linux already defines `CGFloat`, `CGPoint`, `CGSize` and `CGRect` (with their
// geometry helpers); this module re-exports Foundation and adds the rest of Core Graphics.
@_exported import Foundation
