import FoundationEssentials

/// Header fields with case-insensitive names (HTTP/1.1 and libcurl keep the
/// server's spelling, HTTP/2 sends lower case).
package struct HTTPHeaders: Sendable, Equatable {
    package private(set) var fields: [String: String]

    package init(_ fields: [String: String] = [:]) {
        self.fields = [:]
        for (name, value) in fields { self[name] = value }
    }

    package subscript(name: String) -> String? {
        get { fields[name.lowercased()] }
        set { fields[name.lowercased()] = newValue }
    }
}

/// An answer: status, headers and body.
package struct HTTPResponse: Sendable, Equatable {
    package var status: Int
    package var headers: HTTPHeaders
    package var body: Data
    /// Where the answer came from (after redirects).
    package var url: URL?

    package init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(), url: URL? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }

    package var isSuccess: Bool { (200..<300).contains(status) }

    /// The body decoded as `T`; a body that does not fit is `.decoding`.
    package func decode<T: Decodable>(_ type: T.Type, using decoder: JSONDecoder = JSONDecoder()) throws(NetworkError)
        -> T
    {
        do {
            return try decoder.decode(type, from: body)
        } catch {
            throw .decoding(DecodingFailure.describe(error))
        }
    }
}

/// Bytes so far and the announced total (nil when the server gave none).
package struct DownloadProgress: Sendable, Equatable {
    package var received: Int64
    package var expected: Int64?

    package init(received: Int64, expected: Int64?) {
        self.received = received
        self.expected = expected
    }

    /// 0…1, nil without a total.
    package var fraction: Double? {
        guard let expected, expected > 0 else { return nil }
        return min(1, Double(received) / Double(expected))
    }
}

/// A short, path-like description of why a JSON document did not decode
/// (`photos[3].urls.small: missing`), never the document itself.
enum DecodingFailure {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func path(_ context: DecodingError.Context) -> String {
            let text = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            return DecodingDetail.text(
                .missing, at: (path(context).isEmpty ? "" : path(context) + ".") + key.stringValue)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return DecodingDetail.text(.wrongType, at: path(context))
        case .dataCorrupted(let context): return DecodingDetail.text(.malformed, at: path(context))
        @unknown default: return DecodingDetail.text(.malformed, at: "")
        }
    }
}
