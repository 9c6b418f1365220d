// ImageIO — reading and writing image files (PNG, through libpng in the C shim).
@_exported import CoreGraphics
