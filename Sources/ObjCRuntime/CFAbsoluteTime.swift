import Foundation

/// Core Foundation's absolute time: seconds since the reference date, 1 January 2001 00:00:00 GMT
/// (Apple, CFAbsoluteTime documentation). On Apple platforms Foundation brings Core Foundation's
/// names with it; swift-corelibs-foundation on Linux keeps them private, so ViewLab declares the
/// time ones that UIKit code uses (gesture velocity and timing in components).
public typealias CFAbsoluteTime = Double

/// Core Foundation's time interval in seconds.
public typealias CFTimeInterval = Double

/// The current absolute time (Apple, CFAbsoluteTimeGetCurrent): the wall clock, as
/// `Date().timeIntervalSinceReferenceDate` — not the media clock (use `CACurrentMediaTime()` for that).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }

/// Seconds from 1 January 1970 to the reference date (Apple, kCFAbsoluteTimeIntervalSince1970).
public let kCFAbsoluteTimeIntervalSince1970: CFTimeInterval = 978_307_200

/// Seconds from 1 January 1904 to the reference date (Apple, kCFAbsoluteTimeIntervalSince1904).
public let kCFAbsoluteTimeIntervalSince1904: CFTimeInterval = 3_061_152_000
