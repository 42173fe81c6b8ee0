// The server carries what the site answers: a tool that serves imports
// `QuiltPreview` alone and sees both.
@_exported import QuiltPreviewSite
