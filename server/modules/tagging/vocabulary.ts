/**
 * Agritech tags and the words that point to them. A synonym matches whole words, so "vrt" does not
 * fire inside "overtime"; an entry ending in "*" matches any word starting with it.
 */
export const AGRITECH_VOCABULARY: Record<string, string[]> = {
  "Precision Farming": ["precision farming", "precision agriculture", "site-specific", "management zone*", "within-field variability"],
  "Remote Sensing": ["remote sensing", "ndvi", "ndre", "multispectral", "hyperspectral", "satellite imagery", "sentinel-2", "vegetation index", "vegetation indices", "reflectance"],
  "Variable-Rate Application": ["variable-rate", "variable rate", "vrt", "prescription map*", "rx map*"],
  Drones: ["drone*", "uav*", "uas", "unmanned aerial"],
  IoT: ["iot", "internet of things", "sensor network*", "telemetry", "lorawan", "nb-iot", "gateway*"],
  Connectivity: ["connectivity", "lorawan", "cellular coverage", "mesh network*", "backhaul", "spreading factor*"],
  "Soil Health": ["soil health", "soil organic", "organic matter", "aggregate stability", "soil biology", "earthworm*", "infiltration"],
  Irrigation: ["irrigation", "irrigat*", "evapotranspiration", "et0", "drip", "centre pivot", "center pivot", "water balance", "refill point*"],
  Water: ["water", "soil moisture", "water-holding", "drainage", "aquifer*"],
  Nitrogen: ["nitrogen", "nitrate*", "urea", "n rate*", "fertiliser", "fertilizer", "nitrogen use efficiency"],
  Livestock: ["livestock", "cattle", "cow*", "dairy", "herd*", "sheep", "beef", "pasture*", "stocking rate*"],
  "Animal Welfare": ["animal welfare", "welfare", "lameness", "heat stress", "rumination"],
  Machinery: ["tractor*", "combine*", "machinery", "isobus", "implement*", "sprayer*", "auto-steer", "autosteer"],
  "GPS Guidance": ["rtk", "gnss", "gps", "auto-steer", "autosteer", "guidance", "controlled traffic"],
  Data: ["data", "dataset*", "analytics", "yield map*", "interoperability", "farm management software", "data pipeline*", "calibrat*"],
  "Yield Monitoring": ["yield monitor*", "yield map*", "yield data", "flow delay"],
  "Crop Protection": ["pest*", "ipm", "integrated pest management", "fungicide*", "insecticide*", "pheromone trap*", "disease model*", "spray threshold*"],
  Sustainability: ["sustainab*", "emission*", "biodiversity", "regenerative", "footprint", "environmental"],
  Carbon: ["carbon", "sequestration", "sequester*", "co2", "greenhouse gas*", "soil carbon"],
  Energy: ["energy", "solar", "photovoltaic*", "agrivoltaic*", "kwh", "electricity", "led lighting"],
  "Machine Learning": ["machine learning", "neural network*", "deep learning", "computer vision", "trained model*"],
  "Vertical Farming": ["vertical farm*", "indoor farm*", "hydroponic*", "controlled environment"],
  Robotics: ["robot*", "robotic*", "autonomous"],
  "Cover Crops": ["cover crop*", "catch crop*", "green manure"],
  Grazing: ["grazing", "rotational grazing", "paddock*", "rest period*", "adaptive multi-paddock"],
};
