import Foundation

/// The files under `Tests/Fixtures`, found from this source file's place in
/// the checkout (tests run from the package folder or anywhere else).
package enum Fixtures {
    package static var folder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path + "/Fixtures"
    }

    /// JSONTestSuite's documents by name (`n_array_extra_comma.json`), with their bytes.
    package static func jsonTestSuite(prefix: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = folder + "/JSONTestSuite/test_parsing"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(prefix) }.sorted()
            .map { name in (name, Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))) }
    }
}
