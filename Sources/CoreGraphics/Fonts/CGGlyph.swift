import Foundation

/// A glyph index in a font (`CGGlyph`, a 16-bit unsigned integer).
public typealias CGGlyph = UInt16

/// A UTF-16 code unit, as CoreFoundation and Core Text take characters (`UniChar`).
public typealias UniChar = UInt16
