import FoundationEssentials

/// The HTTP methods the clients send.
public enum HTTPMethod: String, Sendable, CaseIterable {
    case get = "GET"
    case head = "HEAD"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"

    /// Sending it twice has the effect of sending it once (RFC 9110 §9.2.2),
    /// so a lost answer may be asked for again.
    public var isIdempotent: Bool {
        switch self {
        case .get, .head, .put, .delete: true
        case .post, .patch: false
        }
    }
}

/// One `name=value` pair of a query or a form body.
public struct QueryItem: Sendable, Equatable {
    public var name: String
    /// Percent-encoded already (`encodedValue`) or to be encoded on the way out.
    public var value: String
    public var isEncoded: Bool

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
        isEncoded = false
    }

    /// A value sent exactly as given: Unsplash's `scope=public+read_user+write_likes`
    /// must keep its plus signs, which plain encoding would turn into `%2B`.
    public init(_ name: String, encodedValue: String) {
        self.name = name
        value = encodedValue
        isEncoded = true
    }
}

/// What a request carries.
public enum HTTPBody: Sendable, Equatable {
    /// `application/json`.
    case json(Data)
    /// `application/x-www-form-urlencoded`.
    case form([QueryItem])
    case raw(Data, contentType: String)

    public var contentType: String {
        switch self {
        case .json: "application/json"
        case .form: "application/x-www-form-urlencoded"
        case .raw(_, let type): type
        }
    }

    public var data: Data {
        switch self {
        case .json(let data), .raw(let data, _): data
        case .form(let items): Data(QueryEncoding.encode(items).utf8)
        }
    }

    /// A JSON body from an `Encodable` value.
    public static func json(_ value: some Encodable) throws -> HTTPBody {
        .json(try JSONEncoder().encode(value))
    }
}

/// How long a request may take.
public struct HTTPTimeouts: Sendable, Equatable {
    /// Until the first byte: connecting (and TLS) must be done by then; the same
    /// limit then applies between bytes, so a stalled answer ends too.
    public var connect: Duration
    /// The whole exchange, answer body included.
    public var request: Duration

    public init(connect: Duration = .seconds(10), request: Duration = .seconds(30)) {
        self.connect = connect
        self.request = request
    }

    public static let standard = HTTPTimeouts()
}

/// A request as a value: the client adds its base URL and default headers.
public struct HTTPRequest: Sendable, Equatable {
    public var method: HTTPMethod
    /// A path below the client's base URL (`photos/abc/like`), or an absolute
    /// `http(s)` URL (an image, a `download_location`, another host's OAuth).
    public var path: String
    public var query: [QueryItem]
    public var headers: [String: String]
    public var body: HTTPBody?
    /// Nil: the client's own.
    public var timeouts: HTTPTimeouts?

    public init(
        _ method: HTTPMethod = .get, _ path: String, query: [QueryItem] = [], headers: [String: String] = [:],
        body: HTTPBody? = nil, timeouts: HTTPTimeouts? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.timeouts = timeouts
    }
}
