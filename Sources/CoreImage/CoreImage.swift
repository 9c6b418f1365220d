// Apple's Core Image: images as recipes (`CIImage`), filters that turn images into new recipes
// (`CIFilter`), and a context that renders a recipe into pixels (`CIContext`). On iOS, UIKit
// re-exports it (`import UIKit` is enough to use `CIFilter`), as ViewLab's UIKit does.
//
// ViewLab renders on the CPU, in Core Image's default working space: linear sRGB with
// premultiplied alpha in floating point ("Core Image performs all filter operations in its working
// color space", Apple, *Core Image Programming Guide*, "Color Management"); images enter it from
// sRGB and leave it to sRGB.
@_exported import CoreGraphics
@_exported import Foundation
