/// Where an assertion was written, as both XCTest (`#filePath`, `#line`) and Swift Testing
/// (`#fileID`, `#filePath`, `#line`, `#column`) want it.
struct SnapshotSourceLocation {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
}
