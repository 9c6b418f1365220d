import Foundation

/// An Objective-C exception (`NSException`), which swift-corelibs-foundation does not provide.
/// Swift cannot catch an Objective-C exception, so on iOS an exception a Swift program raises ends
/// it ("Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: …");
/// here `raise()` ends the program the same way, with the name and reason in the message — in a
/// preview or an export, the worker reports that trap and the rest go on.
open class NSException: NSObject, @unchecked Sendable {
    public let name: NSExceptionName
    public let reason: String?
    public let userInfo: [AnyHashable: Any]?
    /// The call stack when raised (empty: not recorded here).
    open var callStackSymbols: [String] { [] }

    public init(name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        name = aName
        reason = aReason
        userInfo = aUserInfo
        super.init()
    }

    /// Raises the exception: the program ends, as an uncaught exception ends an iOS app.
    open func raise() -> Never {
        fatalError("Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'")
    }

    /// Raises an exception named `name` with a formatted reason.
    open class func raise(_ name: NSExceptionName, format: String, arguments argList: CVaListPointer) -> Never {
        NSException(name: name, reason: NSString(format: format, arguments: argList) as String).raise()
    }

    open override var description: String { reason ?? name.rawValue }
}

extension NSExceptionName {
    // The names Foundation and UIKit raise with (`NSExceptionName` constants), which
    // swift-corelibs-foundation declares the type of but not.
    public static let genericException = NSExceptionName("NSGenericException")
    public static let rangeException = NSExceptionName("NSRangeException")
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    public static let mallocException = NSExceptionName("NSMallocException")
    public static let objectInaccessibleException = NSExceptionName("NSObjectInaccessibleException")
    public static let objectNotAvailableException = NSExceptionName("NSObjectNotAvailableException")
    public static let destinationInvalidException = NSExceptionName("NSDestinationInvalidException")
    public static let portTimeoutException = NSExceptionName("NSPortTimeoutException")
    public static let invalidSendPortException = NSExceptionName("NSInvalidSendPortException")
    public static let invalidReceivePortException = NSExceptionName("NSInvalidReceivePortException")
    public static let undefinedKeyException = NSExceptionName("NSUnknownKeyException")
    public static let characterConversionException = NSExceptionName("NSCharacterConversionException")
    public static let parseErrorException = NSExceptionName("NSParseErrorException")
}
