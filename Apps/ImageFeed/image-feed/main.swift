import AppPlugin
import ImageFeedApp
import NetworkingLive
import StorageLive

// The live parts are chosen here, where the program is composed: the
// plugin and the runner know only their interfaces.
AppRunner.main(ImageFeedPlugin(transport: { CurlClient(baseURL: $0, timeouts: $1) }), stores: .live)
