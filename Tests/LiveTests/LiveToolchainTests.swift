import Foundation
import TestSupport
import ViewLabLive
import XCTest

/// Finding the products live compilation builds against.
final class LiveToolchainTests: XCTestCase {
    /// `VIEWLAB_PRODUCTS=<checkout>/.build/debug` names SwiftPM's symlink; the products folder is
    /// resolved so that the build manifest (two folders up from the real folder) is found and the
    /// C modules are given once — before, the fallback loaded every module map and compiling failed
    /// with "redefinition of module 'CShim'".
    func testProductsGivenThroughSwiftPMsSymlinkAreResolved() throws {
        let real = ViewLabBinary.productsDirectory.resolvingSymlinksInPath()
        let link = ViewLabBinary.repositoryRoot.appendingPathComponent(".build/debug")
        guard link.resolvingSymlinksInPath().path == real.path else {
            throw XCTSkip("the tests were not built in .build/debug")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["VIEWLAB_PRODUCTS"] = link.path
        let viaLink = try LiveToolchain.current(environment: environment)
        environment["VIEWLAB_PRODUCTS"] = real.path
        let direct = try LiveToolchain.current(environment: environment)
        XCTAssertEqual(viaLink.products.path, real.path)
        XCTAssertEqual(viaLink.importFlags, direct.importFlags)
        let maps = viaLink.importFlags.filter { $0.contains("CShim") && $0.contains("module.modulemap") }
        XCTAssertLessThanOrEqual(maps.count, 1, "\(maps)")
    }
}
