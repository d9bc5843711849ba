import Foundation

/// `Scripts/fake-unsplash` started for one test (on a free loopback port)
/// and stopped when released: its base URL, its fault switches and the
/// requests it saw. Control calls go through `curl` so no test links an
/// HTTP client of its own.
package final class FakeUnsplash: Sendable {
    package let baseURL: String
    private let process: Process

    /// The access and secret key the fake accepts.
    package static let accessKey = "fake-access-key"
    package static let secretKey = "fake-secret-key"
    /// The first photo of the fake's feed fixtures.
    package static let firstPhoto = "dvwQYFKRfaz"

    package static var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Scripts/fake-unsplash").path
    }

    package init() throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var line = Data()
        let handle = output.fileHandleForReading
        while !line.contains(0x0A) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("http://127.0.0.1:") else {
            kill(process.processIdentifier, SIGKILL)
            throw FakeServerError(message: "fake-unsplash did not start: '\(text)'")
        }
        baseURL = text
    }

    deinit { stop() }

    /// SIGKILL, not `terminate()`: a child started from a test thread inherits
    /// that thread's blocked signals, SIGTERM among them.
    package func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The variables that point image-feed at this server with its keys.
    package var environment: [String: String] {
        [
            "UNSPLASH_API_BASE": baseURL, "UNSPLASH_AUTH_BASE": baseURL,
            "UNSPLASH_ACCESS_KEY": Self.accessKey, "UNSPLASH_SECRET_KEY": Self.secretKey,
        ]
    }

    /// Adds a fault (see the script's header): `["path": "/photos", "status": 503, "times": 2]`.
    package func addFault(_ fault: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: fault)
        _ = try call("POST", "/__fake/faults", json: body)
    }

    package func clearFaults() throws { _ = try call("DELETE", "/__fake/faults") }

    /// Every request seen since the start or the last `clearRequests`.
    package func requests() throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: call("GET", "/__fake/stats")) as? [String: Any]
        return object?["requests"] as? [[String: Any]] ?? []
    }

    package func requests(path: String, method: String = "GET") throws -> [[String: Any]] {
        try requests().filter { $0["path"] as? String == path && $0["method"] as? String == method }
    }

    package func clearRequests() throws { _ = try call("DELETE", "/__fake/stats") }

    /// A fresh authorization code, as if the user had approved the app.
    package func newCode(redirectURI: String = "urn:ietf:wg:oauth:2.0:oob") throws -> String {
        let body = Data(
            ("redirect_uri=" + (redirectURI.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")).utf8)
        let object = try JSONSerialization.jsonObject(with: call("POST", "/__fake/code", form: body)) as? [String: Any]
        guard let code = object?["code"] as? String else { throw FakeServerError(message: "no code") }
        return code
    }

    /// The tokens the server has issued (what must never be printed).
    package func tokens() throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: call("GET", "/__fake/tokens")) as? [String: Any]
        return object?["tokens"] as? [String] ?? []
    }

    private func call(_ method: String, _ path: String, json: Data? = nil, form: Data? = nil) throws -> Data {
        var arguments = ["-s", "-f", "-X", method]
        if let json {
            arguments += [
                "-H", "Content-Type: application/json", "--data-binary", String(decoding: json, as: UTF8.self),
            ]
        }
        if let form { arguments += ["--data-binary", String(decoding: form, as: UTF8.self)] }
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        curl.arguments = ["curl"] + arguments + [baseURL + path]
        let output = Pipe()
        curl.standardOutput = output
        curl.standardError = FileHandle.nullDevice
        try curl.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        curl.waitUntilExit()
        guard curl.terminationStatus == 0 else {
            throw FakeServerError(message: "\(method) \(path) failed (curl \(curl.terminationStatus))")
        }
        return data
    }
}

package struct FakeServerError: Error, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
