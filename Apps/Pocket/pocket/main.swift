import AppPlugin
import PocketApps
import StorageLive

PluginHost.main(PocketApps.plugins, commands: PocketApps.hostCommands, version: PocketVersion.current, stores: .live)
