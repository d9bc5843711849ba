import FoundationEssentials

/// Header fields with case-insensitive names (HTTP/1.1 and libcurl keep the
/// server's spelling, HTTP/2 sends lower case).
public struct HTTPHeaders: Sendable, Equatable {
    public private(set) var fields: [String: String]

    public init(_ fields: [String: String] = [:]) {
        self.fields = [:]
        for (name, value) in fields { self[name] = value }
    }

    public subscript(name: String) -> String? {
        get { fields[name.lowercased()] }
        set { fields[name.lowercased()] = newValue }
    }
}

/// An answer: status, headers and body.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: Data
    /// Where the answer came from (after redirects).
    public var url: URL?

    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(), url: URL? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }

    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The body decoded as `T`; a body that does not fit is `.decoding`.
    public func decode<T: Decodable>(_ type: T.Type, using decoder: JSONDecoder = JSONDecoder()) throws(NetworkError)
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
public struct DownloadProgress: Sendable, Equatable {
    public var received: Int64
    public var expected: Int64?

    public init(received: Int64, expected: Int64?) {
        self.received = received
        self.expected = expected
    }

    /// 0…1, nil without a total.
    public var fraction: Double? {
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
