/// C constants of Apple's platform layer that iOS code uses unqualified and Glibc lacks. On Apple
/// platforms they come from Darwin (`<math.h>`, `<mach/clock_types.h>`) and Dispatch
/// (`<dispatch/time.h>`), which Foundation and every framework re-export, so a file importing only
/// Foundation sees them. Here they live in ObjCRuntime — which stands in for that layer, is
/// re-exported by QuartzCore and UIKit, and is imported by the source bridge into every file it
/// compiles — so UIKit code and bridged Foundation-only files see them alike.

/// Darwin's `<math.h>`: `MAXFLOAT` is `0x1.fffffep+127f` (the largest finite `Float`) and `HUGE` is
/// `MAXFLOAT`, imported into Swift as `Float`s (`CGFloat(HUGE)` for "no limit" in `sizeThatFits`).
/// `M_PI` and the other `M_` constants come from Glibc already.
public let MAXFLOAT: Float = Float.greatestFiniteMagnitude
public let HUGE: Float = MAXFLOAT

/// Darwin's time-unit constants (`<mach/clock_types.h>`, `<dispatch/time.h>`, imported into Swift as
/// `UInt64`), used in `DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) /
/// Double(NSEC_PER_SEC)`; Dispatch on Linux does not export them.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let USEC_PER_SEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000

/// Foundation's integer limits (`<objc/NSObjCRuntime.h>`: `LONG_MAX`, `LONG_MIN`, `ULONG_MAX` on
/// 64-bit), imported into Swift as `Int`/`UInt`: `animation.repeatCount = Float(NSIntegerMax)`
/// for an animation that repeats "forever". swift-corelibs-foundation does not declare them.
public let NSIntegerMax: Int = Int.max
public let NSIntegerMin: Int = Int.min
public let NSUIntegerMax: UInt = UInt.max

/// Objective-C's `NSInteger`/`NSUInteger` (`<objc/NSObjCRuntime.h>`: `long`/`unsigned long` on
/// 64-bit), which Swift on Apple platforms imports as aliases of `Int` and `UInt`.
public typealias NSInteger = Int
public typealias NSUInteger = UInt

/// The length of each field of `struct utsname` (`<sys/utsname.h>`), which iOS code passes to
/// `Data(bytes: &sysinfo.machine, count: Int(_SYS_NAMELEN))` to read the device's model after
/// `uname(&sysinfo)`. Darwin's fields are 256 bytes; the struct here is Glibc's, whose fields are
/// `_UTSNAME_LENGTH` (65) bytes, so the constant is that length: the read stays inside the field
/// (`machine` is then the host's, e.g. `x86_64`, as the Simulator reports its host's).
public let _SYS_NAMELEN: Int32 = 65

/// `<stdint.h>` and `<limits.h>` limits whose Glibc spellings are function-like macros Swift does not
/// import (`# define UINT64_MAX (__UINT64_C(18446744073709551615))`), typed as Swift on Apple
/// platforms imports Darwin's: `Float(UINT64_MAX)` as a `repeatCount` that means "forever". The
/// others (`INT32_MAX`, `UINT32_MAX`, `INT_MAX`, `LONG_MAX`, `SIZE_MAX`…) come from Glibc already.
public let INT64_MAX: Int64 = Int64.max
public let INT64_MIN: Int64 = Int64.min
public let UINT64_MAX: UInt64 = UInt64.max
public let INTMAX_MAX: Int = Int.max
public let INTMAX_MIN: Int = Int.min
public let UINTMAX_MAX: UInt = UInt.max
public let UINT_MAX: UInt32 = UInt32.max
public let ULONG_MAX: UInt = UInt.max
public let ULLONG_MAX: UInt64 = UInt64.max
