import AppPlugin
import GoalsApp
import StorageLive
import SyncLive

// The live parts are chosen here, where the program is composed: the
// plugin and the runner know only their interfaces.
AppRunner.main(GoalsPlugin(sync: .live), stores: .live)
