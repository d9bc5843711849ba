import Foundation

/// Programs of the machine the tests call (shells, man, mandoc), looked up in
/// the system folders rather than the developer's PATH.
enum SystemTool {
    /// The path of `name`, nil when it is not installed.
    static func path(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
