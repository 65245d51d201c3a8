-- The demo built by `tombrs build-demo` uses TR1 type ids in every format.
return { types = require("objects.tr1") }
