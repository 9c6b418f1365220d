/// Runs `body` in an autorelease pool, as the ObjectiveC module's `autoreleasepool(invoking:)` does
/// on Apple platforms (code drains temporary images in loops this way). Swift on Linux has no
/// autoreleased objects — everything is released when its last reference goes — so the pool is
/// the call itself.
@inlinable
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
