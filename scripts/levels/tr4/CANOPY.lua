-- The showcase's canopy (`tombrs build-demo`) uses TR1 type ids, as the demo does.
return { types = require("objects.tr1") }
