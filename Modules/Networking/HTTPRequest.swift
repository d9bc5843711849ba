import FoundationEssentials

/// The HTTP methods the clients send.
package enum HTTPMethod: String, Sendable, CaseIterable {
    case get = "GET"
    case head = "HEAD"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"

    /// Sending it twice has the effect of sending it once (RFC 9110 §9.2.2),
    /// so a lost answer may be asked for again.
    package var isIdempotent: Bool {
        switch self {
        case .get, .head, .put, .delete: true
        case .post, .patch: false
        }
    }
}

/// One `name=value` pair of a query or a form body.
package struct QueryItem: Sendable, Equatable {
    package var name: String
    /// Percent-encoded already (`encodedValue`) or to be encoded on the way out.
    package var value: String
    package var isEncoded: Bool

    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
        isEncoded = false
    }

    /// A value sent exactly as given: Unsplash's `scope=public+read_user+write_likes`
    /// must keep its plus signs, which plain encoding would turn into `%2B`.
    package init(_ name: String, encodedValue: String) {
        self.name = name
        value = encodedValue
        isEncoded = true
    }
}

/// What a request carries.
package enum HTTPBody: Sendable, Equatable {
    /// `application/json`.
    case json(Data)
    /// `application/x-www-form-urlencoded`.
    case form([QueryItem])
    case raw(Data, contentType: String)

    package var contentType: String {
        switch self {
        case .json: "application/json"
        case .form: "application/x-www-form-urlencoded"
        case .raw(_, let type): type
        }
    }

    package var data: Data {
        switch self {
        case .json(let data), .raw(let data, _): data
        case .form(let items): Data(QueryEncoding.encode(items).utf8)
        }
    }

    /// A JSON body from an `Encodable` value.
    package static func json(_ value: some Encodable) throws -> HTTPBody {
        .json(try JSONEncoder().encode(value))
    }
}

/// How long a request may take.
package struct HTTPTimeouts: Sendable, Equatable {
    /// Until the first byte: connecting (and TLS) must be done by then; the same
    /// limit then applies between bytes, so a stalled answer ends too.
    package var connect: Duration
    /// The whole exchange, answer body included.
    package var request: Duration

    package init(connect: Duration = .seconds(10), request: Duration = .seconds(30)) {
        self.connect = connect
        self.request = request
    }

    package static let standard = HTTPTimeouts()
}

/// A request as a value: the client adds its base URL and default headers.
package struct HTTPRequest: Sendable, Equatable {
    package var method: HTTPMethod
    /// A path below the client's base URL (`photos/abc/like`), or an absolute
    /// `http(s)` URL (an image, a `download_location`, another host's OAuth).
    package var path: String
    package var query: [QueryItem]
    package var headers: [String: String]
    package var body: HTTPBody?
    /// Nil: the client's own.
    package var timeouts: HTTPTimeouts?

    package init(
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
